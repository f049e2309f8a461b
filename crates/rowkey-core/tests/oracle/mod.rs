//! The query's meaning, written apart from the planner, and the stored tables of a sample in
//! the two table models of issue 30; shared by the tests that run emitted plans (the shell
//! interpreter, `shell_interpreter.rs`, and the Java run, `java_runs.rs`).
#![allow(dead_code)] // Each test binary uses some of it.

use std::collections::BTreeMap;

use rowkey_core::encode::encode_sample;
use rowkey_core::number::parse_integer;
use rowkey_core::plan::{ColumnKind, Query, SampleFacts, column_kind, row_matches};
use rowkey_core::sample::Sample;
use rowkey_core::spec::{KeySpec, TimeInput};

/// A value's place in "newest first" order, as the column's kind reads it.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum When {
    Number(i128),
    Text(Vec<u8>),
}

pub fn when(kind: &ColumnKind, text: &str) -> Option<When> {
    match kind {
        ColumnKind::Integer => parse_integer(text).ok().map(When::Number),
        ColumnKind::Time(input) => match input {
            TimeInput::EpochMillis => parse_integer(text).ok().map(When::Number),
            TimeInput::EpochSeconds => parse_integer(text).ok().map(|s| When::Number(s * 1000)),
            TimeInput::DateTime {
                pattern,
                utc_offset_minutes,
            } => pattern
                .parse(text.trim(), *utc_offset_minutes)
                .ok()
                .map(|ms| When::Number(i128::from(ms))),
        },
        // A typed number, or a Phoenix date or time given as epoch milliseconds (as the
        // presets' samples give them): compared as numbers.
        ColumnKind::Typed(typed)
            if typed.is_numeric()
                || ["DATE", "TIME", "TIMESTAMP"].contains(&typed.type_name().as_str()) =>
        {
            parse_integer(text).ok().map(When::Number)
        }
        _ => Some(When::Text(text.as_bytes().to_vec())),
    }
}

/// The columns whose values are numbers written as text, as the oracle reads the query:
/// a key part writes the column as text, unchanged or padded on the left with `0` or spaces,
/// and every sample value is decimal digits
/// (up to 18), not all of one length (of one length, their text sorts as the numbers do).
/// A range on such a column with numbers for bounds compares numbers, and
/// "latest" by it takes the greatest numbers (issue 30 item 4: as text, "1000" lies between
/// "100" and "199"). Written here apart from the planner.
pub fn numbers_as_text(spec: &KeySpec, sample: &Sample) -> Vec<String> {
    use rowkey_core::spec::{Encoding, PadSide, PartValue, Source, TooLong};
    let digits = |v: &str| !v.is_empty() && v.len() <= 18 && v.bytes().all(|b| b.is_ascii_digit());
    spec.parts
        .iter()
        .filter_map(|p| match &p.value {
            PartValue::Field {
                source: Source::Column { name },
                transforms,
                encoding: Encoding::Text { pad },
            } if transforms.is_empty()
                && pad.as_ref().is_none_or(|pad| {
                    pad.side == PadSide::Left
                        && matches!(pad.fill, '0' | ' ')
                        && pad.too_long == TooLong::Error
                }) =>
            {
                Some(name.clone())
            }
            _ => None,
        })
        .filter(|c| {
            sample.column_index(c).is_some_and(|i| {
                let lengths: std::collections::BTreeSet<usize> = (0..sample.row_count())
                    .filter_map(|r| sample.value(r, i).map(str::len))
                    .collect();
                (0..sample.row_count()).all(|r| sample.value(r, i).is_some_and(digits))
                    && lengths.len() > 1
            })
        })
        .collect()
}

/// Whether a stored row satisfies the query's predicates: [`row_matches`], except a range
/// with numbers for bounds on a column of `numbers`, which compares numbers.
pub fn oracle_matches(
    spec: &KeySpec,
    numbers: &[String],
    query: &Query,
    sample: &Sample,
    row: usize,
) -> bool {
    use rowkey_core::plan::Op;
    query.predicates.iter().all(|p| {
        let number = |t: &str| t.parse::<i128>().ok();
        let bounds: Option<Vec<i128>> = p.values().into_iter().map(number).collect();
        let ranged = !p.is_equality() && !p.is_affix();
        match (numbers.contains(&p.column) && ranged, bounds) {
            (true, Some(b)) => {
                let Some(v) = sample
                    .column_index(&p.column)
                    .and_then(|i| sample.value(row, i))
                    .and_then(number)
                else {
                    return false;
                };
                match &p.op {
                    Op::Lt { .. } => v < b[0],
                    Op::Le { .. } => v <= b[0],
                    Op::Gt { .. } => v > b[0],
                    Op::Ge { .. } => v >= b[0],
                    Op::Between { .. } => b[0] <= v && v <= b[1],
                    _ => unreachable!("a range"),
                }
            }
            _ => {
                let one = Query::new("one").with(p.clone());
                row_matches(spec, &one, sample.columns(), &sample.row(row))
            }
        }
    })
}

/// What the stored table keeps besides the key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Model {
    /// (a) Only what the key cannot give: no cell `family:column` for a column a key part
    /// holds in full (a field on that column alone, not transformed); a row whose every
    /// column is in the key keeps one empty marker cell `family:` (a row needs a cell).
    KeyOnly,
    /// (b) Every column also stored as a cell `family:column` holding its text.
    AllCells,
}

pub const MODELS: [Model; 2] = [Model::KeyOnly, Model::AllCells];

/// The columns a key part holds in full, as a table that keeps values only in the key
/// relies on: a field on that column alone, not transformed, that a reader of the key can
/// find (every part up to it has a fixed width or a separator, its own or its typed
/// encoding's; the part itself may also end the key; no separator up to it occurs inside a
/// sample value), and that writes all of the value, the only part to read the column.
/// A part that writes the column
/// changed (padded, as a number, typed) gives its value but not its text: where the query
/// compares the text (STARTS WITH, ENDS WITH, a range on text, "latest" by text), the table
/// keeps the cell.
/// Written this way apart from the planner (from the recipe's parts and the query only).
pub fn held_by_key(spec: &KeySpec, sample: &Sample, query: &Query) -> Vec<String> {
    use rowkey_core::part_traits::spec_traits;
    use rowkey_core::spec::{Encoding, PartValue, Source};
    let traits = spec_traits(spec);
    let n = spec.parts.len();
    let ends = |j: usize| {
        let part = &spec.parts[j];
        let typed_sep = part
            .value
            .typed_encoding()
            .is_some_and(|t| !rowkey_core::typed::separator_after_value(t, j + 1 == n).is_empty());
        traits[j].fixed_width.is_some() || part.separator.is_some() || typed_sep
    };
    let numbers = numbers_as_text(spec, sample);
    // A separator inside a sample value hides where its part ends (the sample's fact).
    let inside = SampleFacts::of(spec, sample).separator_inside;
    let as_text = |column: &str| {
        column_kind(spec, column) == ColumnKind::Text && !numbers.iter().any(|c| c == column)
    };
    // "Latest N" by a text column orders the text too (a padded form sorts otherwise, and
    // a pad the value may begin or end with does not give the value back).
    let text_compared =
        |column: &str| {
            query.predicates.iter().any(|p| {
                p.column == column && (p.is_affix() || (!p.is_equality() && as_text(column)))
            }) || query
                .latest
                .as_ref()
                .is_some_and(|l| l.column == column && as_text(column))
        };
    let mut held = Vec::new();
    let writers = |column: &str| {
        spec.parts
            .iter()
            .filter(|p| p.columns_read().contains(&column))
            .count()
    };
    for (i, part) in spec.parts.iter().enumerate() {
        if let PartValue::Field {
            source: Source::Column { name },
            transforms,
            encoding,
        } = &part.value
        {
            let unchanged = matches!(encoding, Encoding::Text { pad: None });
            if transforms.is_empty()
                && writers(name) == 1
                && !loses_part_of_the_value(encoding)
                && (0..=i)
                    .all(|j| traits[j].fixed_width.is_some() || !inside.contains(&spec.parts[j].id))
                && (0..i).all(ends)
                && (ends(i) || i + 1 == n)
                && (unchanged || !text_compared(name))
            {
                held.push(name.clone());
            }
        }
    }
    held
}

/// Whether an encoding writes less than the value (the table then keeps the cell): a time
/// in milliseconds cut to seconds or written as text, a padded text cut to its width, a
/// number that wraps.
pub fn loses_part_of_the_value(encoding: &rowkey_core::spec::Encoding) -> bool {
    use rowkey_core::spec::{
        Encoding, IntFormat, IntOverflow, TimeInput, TimeOutput, TimeUnit, TooLong,
    };
    let wraps = |format: &IntFormat| {
        matches!(
            format,
            IntFormat::Binary {
                overflow: IntOverflow::Wrap,
                ..
            }
        )
    };
    match encoding {
        Encoding::Text { pad } => pad.as_ref().is_some_and(|p| p.too_long != TooLong::Error),
        Encoding::Integer(i) => wraps(&i.format),
        Encoding::Timestamp { input, output } => match output {
            TimeOutput::Number { unit, integer } => {
                wraps(&integer.format)
                    || (*unit == TimeUnit::Seconds && *input != TimeInput::EpochSeconds)
            }
            TimeOutput::Text { .. } => true,
        },
        _ => false,
    }
}

/// How "latest" compares a column: numbers for [`numbers_as_text`], else its kind.
pub fn oracle_kind(spec: &KeySpec, sample: &Sample, column: &str) -> ColumnKind {
    if numbers_as_text(spec, sample).iter().any(|c| c == column) {
        ColumnKind::Integer
    } else {
        column_kind(spec, column)
    }
}

/// One put of a stored table: the row key, the sample row it comes from and its cells
/// (`(family, qualifier)` to value).
#[derive(Debug, Clone)]
pub struct Put {
    pub key: Vec<u8>,
    pub id: usize,
    pub cells: BTreeMap<(Vec<u8>, Vec<u8>), Vec<u8>>,
}

/// The puts that store a sample under a recipe, in sample order: each sample row a put with
/// a cell `family:column` per column (under [`Model::KeyOnly`], per column the key does not
/// hold), or in a wide row (`qualifier`) a cell of the row its key names, also stored under
/// the column qualifier its `qualifier` column holds. A later put of the same key replaces
/// the row, except in a wide row, where the puts of one key are cells of one row.
pub fn puts_in(
    spec: &KeySpec,
    sample: &Sample,
    family: &str,
    qualifier: Option<&str>,
    model: Model,
    query: &Query,
) -> Vec<Put> {
    let qualifier_column = qualifier.and_then(|q| sample.columns().iter().position(|c| c == q));
    let in_key = match model {
        Model::KeyOnly => held_by_key(spec, sample, query),
        Model::AllCells => Vec::new(),
    };
    let encoded = encode_sample(spec, sample).expect("recipe valid");
    encoded
        .keys()
        .map(|(i, k)| {
            let row = sample.row(i);
            let mut cells: BTreeMap<(Vec<u8>, Vec<u8>), Vec<u8>> = sample
                .columns()
                .iter()
                .enumerate()
                // In a wide row the qualifier column is no cell of its own: its value names
                // the cell.
                .filter(|(c, _)| Some(*c) != qualifier_column)
                .filter(|(_, name)| !in_key.contains(name))
                .filter_map(|(c, name)| {
                    row.get(c).map(|v| {
                        (
                            (family.as_bytes().to_vec(), name.as_bytes().to_vec()),
                            v.as_bytes().to_vec(),
                        )
                    })
                })
                .collect();
            if let Some(q) = qualifier_column.and_then(|c| row.get(c)) {
                cells.insert(
                    (family.as_bytes().to_vec(), q.as_bytes().to_vec()),
                    Vec::new(),
                );
            }
            if cells.is_empty() {
                cells.insert((family.as_bytes().to_vec(), Vec::new()), Vec::new());
            }
            Put {
                key: k.key.as_bytes().to_vec(),
                id: i,
                cells,
            }
        })
        .collect()
}
